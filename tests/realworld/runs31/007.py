# Trained with a task wrapper that builds the backbone inside it (names get a 'model.' prefix); loaded into the bare backbone
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Dense(32, 64)
        self.act = nn.GELU()
        self.classifier = nn.Dense(64, 3)
    def construct(self, x):
        return self.classifier(self.act(self.encoder(x)))

class ForClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.model = Backbone()
        self.loss = nn.CrossEntropyLoss()
    def construct(self, x, y):
        return self.loss(self.model(x), y)

train_model = ForClassification()
opt = nn.AdamWeightDecay(train_model.trainable_params(), 1e-3)
step_fn = nn.TrainOneStepCell(train_model, opt)
x = ms.Tensor(np.random.randn(8, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 3, 8).astype(np.int32))
for step in range(3):
    print("step", step, "loss", step_fn(x, y))
ms.save_checkpoint(train_model, "classifier.ckpt")

infer_net = Backbone()
params = ms.load_checkpoint("classifier.ckpt")
print("checkpoint keys:", sorted(params))
not_loaded, ckpt_not_load = ms.load_param_into_net(infer_net, params, strict_load=True)
print("net params not loaded:", not_loaded)
print("ckpt params not used:", ckpt_not_load)
if not_loaded:
    raise RuntimeError(f"{len(not_loaded)} parameters were not loaded from classifier.ckpt: {not_loaded}")
