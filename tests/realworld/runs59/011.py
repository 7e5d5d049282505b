# torch habit: torch.save(model.state_dict(), "model.pt") -> MindSpore port keeps the file name
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), 0.05)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
X = np.random.randn(256, 8).astype(np.float32); y = X.sum(1, keepdims=True).astype(np.float32)
for i in range(40):
    loss = step(Tensor(X), Tensor(y))
    if i % 10 == 0:
        print(f"step {i} loss {loss.asnumpy():.4f}")
ms.save_checkpoint(net, "model.pt")
print("saved model.pt")
net2 = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
ms.load_param_into_net(net2, ms.load_checkpoint("model.pt"))
print("reloaded")
