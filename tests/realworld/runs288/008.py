# Convert a PyTorch text-classifier state_dict (exported to .npz) into a MindSpore checkpoint,
# load it into the ported network and evaluate before fine-tuning.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

VOCAB, SEQ, EMB, N_CLS = 300, 16, 64, 4

def make_data(n, rng):
    y = rng.integers(0, N_CLS, n)
    ids = rng.integers(N_CLS * 10, VOCAB, (n, SEQ))
    ids[:, :4] = y[:, None] * 10 + rng.integers(0, 10, (n, 4))   # class keywords
    return ids.astype(np.int32), y.astype(np.int32)

class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB)
        self.norm = nn.LayerNorm((EMB,))
        self.fc = nn.Dense(EMB, N_CLS)
    def construct(self, ids):
        return self.fc(self.norm(self.embed(ids).mean(axis=1)))

def accuracy(net, ids, y):
    net.set_train(False)
    return float((net(ms.Tensor(ids)).argmax(axis=1).asnumpy() == y).mean())

# ------------------------------------------------------------------
# 1) the "PyTorch side": a trained model's state_dict dumped to npz
#    (keys and layouts exactly as torch names them)
# ------------------------------------------------------------------
rng = np.random.default_rng(0)
if not os.path.exists("torch_textcls_state_dict.npz"):
    ref = BagOfEmbeddings()
    opt = nn.Adam(ref.trainable_params(), learning_rate=5e-3)
    gf = ms.value_and_grad(lambda a, b: ops.cross_entropy(ref(a), b), None, opt.parameters)
    ref.set_train(True)
    for step in range(150):
        ids, y = make_data(64, rng)
        loss, g = gf(ms.Tensor(ids), ms.Tensor(y))
        opt(g)
    ids_ref, y_ref = make_data(1024, np.random.default_rng(123))
    print(f"reference model accuracy: {accuracy(ref, ids_ref, y_ref):.4f}")
    p = {q.name: q.asnumpy() for q in ref.get_parameters()}
    np.savez("torch_textcls_state_dict.npz", **{
        "embed.weight": p["embed.embedding_table"],
        "norm.weight": p["norm.gamma"],
        "norm.bias": p["norm.beta"],
        "fc.weight": p["fc.weight"],
        "fc.bias": p["fc.bias"],
    })

# ------------------------------------------------------------------
# 2) conversion: torch state_dict -> mindspore checkpoint
# ------------------------------------------------------------------
sd = np.load("torch_textcls_state_dict.npz")
ms_params = [{"name": k, "data": ms.Tensor(v)} for k, v in sd.items()]
ms.save_checkpoint(ms_params, "textcls_ms.ckpt")
print(f"converted {len(ms_params)} tensors -> textcls_ms.ckpt")

# ------------------------------------------------------------------
# 3) load into the MindSpore network and evaluate
# ------------------------------------------------------------------
net = BagOfEmbeddings()
param_dict = ms.load_checkpoint("textcls_ms.ckpt")
ms.load_param_into_net(net, param_dict)
print("checkpoint loaded")
ids_te, y_te = make_data(1024, np.random.default_rng(123))
print(f"eval accuracy after loading: {accuracy(net, ids_te, y_te):.4f}")

# ------------------------------------------------------------------
# 4) short fine-tune at a small learning rate
# ------------------------------------------------------------------
opt = nn.Adam(net.trainable_params(), learning_rate=1e-5)
gf = ms.value_and_grad(lambda a, b: ops.cross_entropy(net(a), b), None, opt.parameters)
ft_rng = np.random.default_rng(7)
for step in range(30):
    net.set_train(True)
    ids, y = make_data(64, ft_rng)
    loss, g = gf(ms.Tensor(ids), ms.Tensor(y))
    opt(g)
    if step % 10 == 0:
        print(f"finetune step {step} loss {loss.asnumpy():.4f}")
print(f"eval accuracy after fine-tune: {accuracy(net, ids_te, y_te):.4f}")
