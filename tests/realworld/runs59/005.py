# resume fine-tuning: torch habit model.load_state_dict(torch.load(path)) ported to MindSpore
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_seed(0)
np.random.seed(0)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 64); self.act = nn.ReLU(); self.fc2 = nn.Dense(64, 2)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

X = np.random.randn(512, 20).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.int32)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

def train(net, steps):
    opt = nn.Adam(net.trainable_params(), 1e-2)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    for i in range(steps):
        idx = np.random.randint(0, 512, 64)
        loss = step(Tensor(X[idx]), Tensor(y[idx]))
        if i % 20 == 0:
            print(f"step {i} loss {loss.asnumpy():.4f}")

def accuracy(net):
    pred = net(Tensor(X)).asnumpy().argmax(1)
    return (pred == y).mean()

net = MLP()
train(net, 100)
print("stage-1 accuracy", accuracy(net))
ms.save_checkpoint(net, "stage1.ckpt")

# --- evaluation script ---
eval_net = MLP()
ms.load_checkpoint("stage1.ckpt")      # torch: model.load_state_dict(torch.load("stage1.pt"))
eval_net.set_train(False)
print("reloaded accuracy", accuracy(eval_net))
