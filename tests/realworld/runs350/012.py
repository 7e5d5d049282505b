# Train script driven by the YAML config carried over from the PyTorch project.
import numpy as np
import yaml
import mindspore as ms
from mindspore import nn, Tensor

CONFIG = """
seed: 17
model:
  in_dim: 10
  hidden: 32
  num_classes: 2
train:
  epochs: 3
  batch_size: 32
optimizer:
  type: Adam
  lr: 0.0003
  eps: 1.0e-8
  weight_decay: 0.01
"""

cfg = yaml.safe_load(CONFIG)
print("config:", cfg)
ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(cfg["seed"])
rng = np.random.default_rng(cfg["seed"])

mc = cfg["model"]
x = rng.normal(size=(640, mc["in_dim"])).astype(np.float32)
y = (x[:, 0] * x[:, 1] > 0).astype(np.int32)

net = nn.SequentialCell(
    nn.Dense(mc["in_dim"], mc["hidden"]), nn.ReLU(),
    nn.Dense(mc["hidden"], mc["hidden"]), nn.ReLU(),
    nn.Dense(mc["hidden"], mc["num_classes"]),
)


def build_optimizer(params, opt_cfg):
    opt_cfg = dict(opt_cfg)
    opt_cls = getattr(nn, opt_cfg.pop("type"))
    return opt_cls(params, **opt_cfg)


opt = build_optimizer(net.trainable_params(), cfg["optimizer"])
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
bs = cfg["train"]["batch_size"]
for epoch in range(cfg["train"]["epochs"]):
    net.set_train(True)
    for i in range(0, len(x), bs):
        loss, grads = grad_fn(Tensor(x[i:i + bs]), Tensor(y[i:i + bs]))
        opt(grads)
    print(f"epoch {epoch} loss {float(loss.asnumpy()):.4f}")
