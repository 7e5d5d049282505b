# Train a small regressor with TrainOneStepCell, save a checkpoint, then restore it for inference the torch way:
# net.load_state_dict(state_dict)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(2)
rng = np.random.default_rng(2)
X = rng.uniform(-2, 2, size=(512, 4)).astype(np.float32)
Y = (np.sin(X[:, :1]) + X[:, 1:2] ** 2 - X[:, 2:3]).astype(np.float32)

def build():
    return nn.SequentialCell(nn.Dense(4, 32), nn.Tanh(), nn.Dense(32, 32), nn.Tanh(), nn.Dense(32, 1))

net = build()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 1e-2))
train_net.set_train()
for epoch in range(5):
    for i in range(0, 512, 64):
        loss = train_net(ms.Tensor(X[i:i + 64]), ms.Tensor(Y[i:i + 64]))
    print(f"epoch {epoch} mse {loss.asnumpy():.4f}", flush=True)
ms.save_checkpoint(train_net, "/home/user/project/regressor_last.ckpt")
print("saved /home/user/project/regressor_last.ckpt")

# ---- inference service ----
infer_net = build()
state_dict = ms.load_checkpoint("/home/user/project/regressor_last.ckpt")
infer_net.load_state_dict(state_dict)
infer_net.set_train(False)
pred = infer_net(ms.Tensor(X[:5]))
print("pred", pred.asnumpy().ravel(), "true", Y[:5].ravel())
