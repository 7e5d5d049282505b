# checkpoint encrypted as in the deployment guide; evaluation script ported from the torch repo
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

KEY = b"0123456789ABCDEF"
net = nn.SequentialCell(nn.Dense(6, 16), nn.Tanh(), nn.Dense(16, 1))
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 0.01))
X = np.random.randn(200, 6).astype(np.float32); y = np.sin(X[:, :1]).astype(np.float32)
for i in range(50):
    l = step(Tensor(X), Tensor(y))
    if i % 10 == 0:
        print(f"step {i} loss {l.asnumpy():.4f}")
ms.save_checkpoint(net, "secure_model.ckpt", enc_key=KEY, enc_mode="AES-GCM")
print("saved encrypted secure_model.ckpt")

# eval.py (torch: model.load_state_dict(torch.load(path)))
eval_net = nn.SequentialCell(nn.Dense(6, 16), nn.Tanh(), nn.Dense(16, 1))
ms.load_param_into_net(eval_net, ms.load_checkpoint("secure_model.ckpt"))
print("eval mse", nn.MSELoss()(eval_net(Tensor(X)), Tensor(y)))
