# torch.save / torch.load resume habit ported to save_checkpoint / load_checkpoint + load_param_into_net:
# train 2 epochs, save (with the epoch in append_dict), rebuild the model, resume 2 more epochs.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)

def make_net():
    return nn.SequentialCell(nn.Dense(6, 24), nn.ReLU(), nn.Dense(24, 1))

rng = np.random.default_rng(7)
X = rng.normal(size=(256, 6)).astype(np.float32)
Y = (np.sin(X[:, :1]) + X[:, 1:2] ** 2 * 0.3).astype(np.float32)

def run(net, start, end):
    opt = nn.Adam(net.trainable_params(), 5e-3)
    gf = ms.value_and_grad(lambda a, b: nn.MSELoss()(net(a), b), None, opt.parameters)
    for epoch in range(start, end):
        tot = 0.0
        for i in range(0, 256, 32):
            loss, g = gf(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32])); opt(g); tot += loss.asnumpy()
        print(f"epoch {epoch} mean loss {tot / 8:.4f}")

net = make_net()
run(net, 0, 2)
os.makedirs("checkpoints", exist_ok=True)
ms.save_checkpoint(net, "checkpoints/mlp_epoch2.ckpt", append_dict={"epoch": 2})
print("saved checkpoints/mlp_epoch2.ckpt")

resumed = make_net()
params = ms.load_checkpoint("checkpoints/mlp_epoch2.ckpt")
start = int(params.pop("epoch"))
missing, unexpected = ms.load_param_into_net(resumed, params)
print(f"resumed from epoch {start}, missing={missing}, unexpected={unexpected}")
run(resumed, start, start + 3)
print("resume finished")
