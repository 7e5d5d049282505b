# fine-tune a 2-label sentiment checkpoint into a 5-label model; old head skipped with a glob like in the torch repo
import numpy as np
import mindspore as ms
from mindspore import nn

class Classifier(nn.Cell):
    def __init__(self, num_labels):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(32, 64), nn.GELU(), nn.Dense(64, 32))
        self.classifier = nn.Dense(32, num_labels)
    def construct(self, x):
        return self.classifier(self.encoder(x))

ms.save_checkpoint(Classifier(2), "sst2_base.ckpt")
print("base checkpoint: sst2_base.ckpt (2 labels)")
net = Classifier(5)
# torch: state = {k: v for k, v in state.items() if not fnmatch(k, "classifier.*")}
ms.load_checkpoint("sst2_base.ckpt", net, filter_prefix="classifier.*")
print("loaded encoder weights, new 5-label head")
