# Regression head fine-tune; LR read from the run config, where "lr: 2.0e-0" was typed instead of 2.0e-5
import numpy as np
import yaml
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(1)
cfg = yaml.safe_load("optim:\n  lr: 2.0e-0\n  momentum: 0.9\ntrain:\n  steps: 20\n")
x = np.random.randn(128, 32).astype(np.float32)                 # standardised features
y = (x @ np.random.randn(32, 1).astype(np.float32) * 0.5).astype(np.float32)

net = nn.SequentialCell([nn.Dense(32, 256), nn.ReLU(), nn.Dense(256, 256), nn.ReLU(), nn.Dense(256, 1)])
opt = nn.Momentum(net.trainable_params(), learning_rate=float(cfg["optim"]["lr"]),
                  momentum=cfg["optim"]["momentum"])
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
train.set_train()
for step in range(cfg["train"]["steps"]):
    loss = train(ms.Tensor(x), ms.Tensor(y))
    print(f"step {step} lr {cfg['optim']['lr']} loss {loss.asnumpy():.6f}")
