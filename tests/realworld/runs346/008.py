# Evaluate a classifier trained in PyTorch (Linear -> BatchNorm1d -> ReLU -> Linear) after converting its
# state_dict to a MindSpore checkpoint.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(3)
os.makedirs("ckpt", exist_ok=True)

D, H, C = 24, 64, 5
centers = rng.normal(scale=1.0, size=(C, D)).astype(np.float32)
ytr = rng.integers(0, C, 4000); Xtr = (centers[ytr] + rng.normal(size=(4000, D))).astype(np.float32)
yte = rng.integers(0, C, 1000); Xte = (centers[yte] + rng.normal(size=(1000, D))).astype(np.float32)

# ---- stand-in for the trained torch model's state_dict (exported with numpy)
A = rng.normal(scale=0.15, size=(H, D)).astype(np.float32)
b = rng.normal(loc=0.0, scale=3.0, size=H).astype(np.float32)
htr = Xtr @ A.T + b
rm, rv = htr.mean(0), htr.var(0, ddof=1)
ztr = np.maximum((htr - rm) / np.sqrt(rv + 1e-5), 0)
Z1 = np.hstack([ztr, np.ones((len(ztr), 1))])
Wc = np.linalg.lstsq(Z1, np.eye(C)[ytr], rcond=None)[0].T.astype(np.float32)
torch_sd = {
    "encoder.weight": A, "encoder.bias": b,
    "bn.weight": np.ones(H, np.float32), "bn.bias": np.zeros(H, np.float32),
    "bn.running_mean": rm.astype(np.float32), "bn.running_var": rv.astype(np.float32),
    "bn.num_batches_tracked": np.array(1250, np.int64),
    "classifier.weight": Wc[:, :H].copy(), "classifier.bias": Wc[:, H].copy(),
}


def ref_forward(x):  # torch eval-mode forward
    h = x @ torch_sd["encoder.weight"].T + torch_sd["encoder.bias"]
    h = (h - torch_sd["bn.running_mean"]) / np.sqrt(torch_sd["bn.running_var"] + 1e-5)
    h = np.maximum(h * torch_sd["bn.weight"] + torch_sd["bn.bias"], 0)
    return h @ torch_sd["classifier.weight"].T + torch_sd["classifier.bias"]


print(f"reference (torch weights) top-1: {(ref_forward(Xte).argmax(1) == yte).mean() * 100:.2f}%")


# ---- conversion: BatchNorm weight/bias -> gamma/beta, everything else copied
def convert(sd):
    out = []
    for k, v in sd.items():
        if k.startswith("bn."):
            k = k.replace(".weight", ".gamma").replace(".bias", ".beta")
        out.append({"name": k, "data": Tensor(v)})
    return out


ms.save_checkpoint(convert(torch_sd), "ckpt/classifier.ckpt")
print("saved ckpt/classifier.ckpt")


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Dense(D, H)
        self.bn = nn.BatchNorm1d(H, eps=1e-5)
        self.relu = nn.ReLU()
        self.classifier = nn.Dense(H, C)

    def construct(self, x):
        return self.classifier(self.relu(self.bn(self.encoder(x))))


net = Classifier()
ms.load_param_into_net(net, ms.load_checkpoint("ckpt/classifier.ckpt"))
net.set_train(False)

loss_fn = nn.CrossEntropyLoss()
correct, total, losses = 0, 0, []
for i in range(0, 1000, 200):
    xb, yb = Tensor(Xte[i:i + 200]), Tensor(yte[i:i + 200].astype(np.int32))
    logits = net(xb)
    losses.append(float(loss_fn(logits, yb).asnumpy()))
    correct += int((logits.asnumpy().argmax(1) == yte[i:i + 200]).sum())
    total += 200
    print(f"eval batch {i // 200}: loss {losses[-1]:.4f} running top-1 {correct / total * 100:.2f}%")
print(f"MindSpore port top-1: {correct / total * 100:.2f}%  mean loss {np.mean(losses):.4f}")
