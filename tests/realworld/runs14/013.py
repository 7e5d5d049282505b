# Fine-tuning a 10-class pretrained classifier on a 3-class task. In HF this was
# from_pretrained(..., num_labels=3, ignore_mismatched_sizes=True); the MindSpore port builds the 3-class network
# and loads the whole pretrained checkpoint into it.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_device("CPU")
ms.set_seed(0)

class Classifier(nn.Cell):
    def __init__(self, num_labels):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(32, 128), nn.GELU(), nn.Dense(128, 128), nn.GELU()])
        self.head = nn.Dense(128, num_labels)
    def construct(self, x):
        return self.head(self.backbone(x))

pretrained = Classifier(num_labels=10)
ms.save_checkpoint(pretrained, "pretrained_10cls.ckpt")

model = Classifier(num_labels=3)
param_dict = ms.load_checkpoint("pretrained_10cls.ckpt")
ms.load_param_into_net(model, param_dict)
x = Tensor(np.random.default_rng(0).standard_normal((4, 32)).astype(np.float32))
print("logits", model(x).shape)
