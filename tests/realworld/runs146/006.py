# Healthy: custom train loop, checkpoint with epoch in append_dict, resume and continue
import os, sys
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(6)
rng = np.random.default_rng(6)
X = rng.normal(size=(400, 10)).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.int32)

def build():
    net = nn.SequentialCell(nn.Dense(10, 32), nn.Tanh(), nn.Dense(32, 2))
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    return net, opt

def run(net, opt, start, end):
    loss_fn = nn.CrossEntropyLoss()
    fwd = lambda a, b: loss_fn(net(a), b)
    gf = ms.value_and_grad(fwd, None, opt.parameters)
    for ep in range(start, end):
        tot = 0.0
        for i in range(0, 400, 40):
            l, g = gf(ms.Tensor(X[i:i+40]), ms.Tensor(y[i:i+40])); opt(g); tot += float(l.asnumpy())
        acc = (net(ms.Tensor(X)).asnumpy().argmax(1) == y).mean()
        print(f"epoch {ep+1} loss {tot/10:.4f} acc {acc:.3f}")
        ms.save_checkpoint([{"name": p.name, "data": p} for p in net.get_parameters()] +
                           [{"name": p.name, "data": p} for p in opt.parameters if p.name.startswith(("moment", "beta"))],
                           "ckpt006/last.ckpt", append_dict={"epoch": ep + 1})

os.makedirs("ckpt006", exist_ok=True)
net, opt = build()
run(net, opt, 0, 3)
print("--- simulated restart ---")
net2, opt2 = build()
pd = ms.load_checkpoint("ckpt006/last.ckpt")
start = int(pd.pop("epoch").asnumpy())
nl, _ = ms.load_param_into_net(net2, pd)
print("resumed from epoch", start, "net params not loaded:", nl)
run(net2, opt2, start, 6)
print("resume finished")
