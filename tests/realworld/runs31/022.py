# Healthy: train, save checkpoint (backbone only), reload with strict_load into a fresh net, resume training
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
np.random.seed(1)
X = np.random.randn(256, 12).astype(np.float32)
Y = (X[:, :3].sum(1, keepdims=True) * 0.5).astype(np.float32)

def build():
    return nn.SequentialCell([nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 1)])

def train(net, steps, tag):
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    for s in range(steps):
        loss = step(ms.Tensor(X), ms.Tensor(Y))
        if s % 5 == 0 or s == steps - 1:
            print(f"[{tag}] step {s} loss {float(loss.asnumpy()):.5f}")

net = build()
train(net, 20, "phase1")
ms.save_checkpoint(net, "mlp.ckpt")
print("saved mlp.ckpt")

resumed = build()
not_loaded, unused = ms.load_param_into_net(resumed, ms.load_checkpoint("mlp.ckpt"), strict_load=True)
print("params not loaded:", not_loaded, "unused ckpt params:", unused)
diff = np.abs(net(ms.Tensor(X)).asnumpy() - resumed(ms.Tensor(X)).asnumpy()).max()
print(f"max output diff after reload: {diff:.2e}")
train(resumed, 20, "phase2")
