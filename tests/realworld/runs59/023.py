# healthy: safetensors checkpoint of the network only (choice_func drops optimizer state), strict reload, fine-tune
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_seed(0); np.random.seed(0)
def make():
    return nn.SequentialCell(nn.Dense(12, 48), nn.Tanh(), nn.Dense(48, 2))
net = make()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 5e-3))
X = np.random.randn(400, 12).astype(np.float32); y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
for i in range(60):
    idx = np.random.randint(0, 400, 32)
    l = train(Tensor(X[idx]), Tensor(y[idx]))
    if i % 20 == 0:
        print(f"stage1 step {i} loss {l.asnumpy():.4f}")
ms.save_checkpoint(train, "model_023.safetensors", format="safetensors",
                   choice_func=lambda name: not name.startswith(("moment", "beta", "global_step", "learning_rate")))
params = ms.load_checkpoint("model_023.safetensors", format="safetensors")
print("saved tensors:", sorted(params))
net2 = make()
pnl, cnl = ms.load_param_into_net(net2, {k.split("network.", 1)[-1].replace("_backbone.", ""): v for k, v in params.items()}, strict_load=True)
print("param_not_load", pnl, "ckpt_not_load", cnl)
train2 = nn.TrainOneStepCell(nn.WithLossCell(net2, loss_fn), nn.Adam(net2.trainable_params(), 5e-3))
for i in range(120):
    idx = np.random.randint(0, 400, 32)
    l = train2(Tensor(X[idx]), Tensor(y[idx]))
    if i % 20 == 0 or i == 119:
        print(f"stage2 step {i} loss {l.asnumpy():.4f}")
