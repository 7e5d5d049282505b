# Convert a PyTorch state_dict of a small text classifier (embedding + LayerNorm + MLP) to a MindSpore
# checkpoint, load it and evaluate before fine-tuning.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(8)
rng = np.random.default_rng(8)

VOCAB, D, C, T = 300, 32, 4, 12

class TextCls(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, D)
        self.norm = nn.LayerNorm((D,))
        self.fc1 = nn.Dense(D, 64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, C)
    def construct(self, ids):
        h = self.norm(self.embed(ids).mean(1))
        return self.fc2(self.act(self.fc1(h)))

def make_batch(n):
    y = rng.integers(0, C, n)
    ids = rng.integers(0, VOCAB, (n, T))
    ids[:, :4] = (y[:, None] * 75 + rng.integers(0, 75, (n, 4)))
    return ms.Tensor(ids, ms.int32), ms.Tensor(y, ms.int32)

# ---- reference model trained upstream (stand-in for the PyTorch run) ----
ref = TextCls()
opt = nn.Adam(ref.trainable_params(), 3e-3)
lf = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda i, y: lf(ref(i), y), None, opt.parameters)
for s in range(150):
    l, g = gf(*make_batch(64)); opt(g)
ids, y = make_batch(1000)
print(f"reference accuracy: {(ref(ids).argmax(1) == y).astype(ms.float32).mean().asnumpy():.4f}")

# state_dict as exported by torch.save(model.state_dict()) -> numpy
torch_names = {"embed.embedding_table": "embed.weight", "norm.gamma": "norm.weight", "norm.beta": "norm.bias"}
state_dict = {torch_names.get(p.name, p.name): p.asnumpy() for p in ref.get_parameters()}
print("torch state_dict keys:", list(state_dict.keys()))

# ---- conversion script ----
ckpt = [{"name": k, "data": ms.Tensor(v)} for k, v in state_dict.items()]
ms.save_checkpoint(ckpt, "textcls_ms.ckpt")
print("converted", len(ckpt), "tensors -> textcls_ms.ckpt")

net = TextCls()
param_dict = ms.load_checkpoint("textcls_ms.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("param_not_load:", param_not_load)
net.set_train(False)
acc = (net(ids).argmax(1) == y).astype(ms.float32).mean().asnumpy()
print(f"converted checkpoint eval accuracy: {acc:.4f}")
