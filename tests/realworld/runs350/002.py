# Evaluate + fine-tune a bag-of-embeddings text classifier whose weights come from a PyTorch training run.
# The torch side saved {k: v.cpu().numpy() for k, v in model.state_dict().items()} to npz (export step below).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(1)
rng = np.random.default_rng(1)

VOCAB, DIM, CLASSES, SEQ = 500, 32, 4, 16
CKPT = "torch_export_bow.npz"

# ---- export step (PyTorch side): model = Embedding(500, 32) -> mean -> LayerNorm(32) -> Linear(32, 4)
torch_sd = {
    "embed.weight": rng.normal(0, 1.0, (VOCAB, DIM)).astype(np.float32),
    "norm.weight": rng.uniform(0.5, 1.5, (DIM,)).astype(np.float32),
    "norm.bias": rng.normal(0, 0.1, (DIM,)).astype(np.float32),
    "fc.weight": rng.normal(0, 0.5, (CLASSES, DIM)).astype(np.float32),
    "fc.bias": rng.normal(0, 0.1, (CLASSES,)).astype(np.float32),
}
np.savez(CKPT, **torch_sd)


def reference_predict(tok):
    h = torch_sd["embed.weight"][tok].mean(1)
    mu, var = h.mean(-1, keepdims=True), h.var(-1, keepdims=True)
    h = (h - mu) / np.sqrt(var + 1e-5) * torch_sd["norm.weight"] + torch_sd["norm.bias"]
    return (h @ torch_sd["fc.weight"].T + torch_sd["fc.bias"]).argmax(1)


x_train = rng.integers(0, VOCAB, (2048, SEQ)).astype(np.int32)
y_train = reference_predict(x_train).astype(np.int32)
x_val = rng.integers(0, VOCAB, (512, SEQ)).astype(np.int32)
y_val = reference_predict(x_val).astype(np.int32)


# ---- MindSpore port
class BowClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.norm = nn.LayerNorm((DIM,), epsilon=1e-5)
        self.fc = nn.Dense(DIM, CLASSES)

    def construct(self, tok):
        h = self.embed(tok).mean(1)
        return self.fc(self.norm(h))


net = BowClassifier()

state = np.load(CKPT)
param_dict = {k: Parameter(Tensor(state[k]), name=k) for k in state.files}
ms.load_param_into_net(net, param_dict)
print(f"loaded checkpoint {CKPT} with {len(param_dict)} tensors")


def evaluate():
    net.set_train(False)
    pred = net(Tensor(x_val)).asnumpy().argmax(1)
    return float((pred == y_val).mean())


print(f"val accuracy after loading pretrained weights: {evaluate():.4f}")

# short fine-tune with a small lr (weights are already trained)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-4)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
bs = 64
for epoch in range(3):
    net.set_train(True)
    perm = rng.permutation(len(x_train))
    losses = []
    for i in range(0, len(x_train), bs):
        idx = perm[i:i + bs]
        loss, grads = grad_fn(Tensor(x_train[idx]), Tensor(y_train[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch} train loss {np.mean(losses):.4f} val acc {evaluate():.4f}")
print("fine-tune finished")
