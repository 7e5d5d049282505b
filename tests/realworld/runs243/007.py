# Evaluate a text classifier whose weights were exchanged with the PyTorch side as an .npz state_dict
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class TextClassifier(nn.Cell):
    def __init__(self, vocab_size=2000, dim=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim)
        self.proj = nn.Dense(dim, dim)
        self.norm = nn.LayerNorm((dim,))
        self.classifier = nn.Dense(dim, num_classes)
    def construct(self, ids):
        h = self.norm(ms.ops.gelu(self.proj(self.embedding(ids))))
        return self.classifier(h.mean(axis=1))

rng = np.random.default_rng(0)
VOCAB = 2000
topic_words = rng.permutation(VOCAB)[:400].reshape(4, 100)
def make_split(n):
    labels = rng.integers(0, 4, n)
    ids = rng.integers(0, VOCAB, size=(n, 32))
    for i, lab in enumerate(labels):
        ids[i, rng.choice(32, 8, replace=False)] = rng.choice(topic_words[lab], 8)
    return ids.astype(np.int32), labels.astype(np.int32)
train_ids, train_y = make_split(3000)
test_ids, test_y = make_split(1000)

def accuracy(model, ids, y):
    model.set_train(False)
    return float((model(ms.Tensor(ids)).argmax(1).asnumpy() == y).mean())

# ---- train on the MindSpore side ----------------------------------------------------------
net = TextClassifier(VOCAB)
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, t: loss_fn(net(x), t), None, opt.parameters)
for epoch in range(3):
    net.set_train()
    perm = rng.permutation(len(train_ids))
    for s in range(0, len(perm), 64):
        idx = perm[s:s + 64]
        loss, grads = grad_fn(ms.Tensor(train_ids[idx]), ms.Tensor(train_y[idx]))
        opt(grads)
    print(f"epoch {epoch} loss {float(loss):.4f} test_acc {accuracy(net, test_ids, test_y):.4f}")

# ---- export as a PyTorch-style state_dict ------------------------------------------------------
ms2pt = {"embedding.embedding_table": "embedding.weight", "norm.gamma": "norm.weight", "norm.beta": "norm.bias"}
state_dict = {ms2pt.get(p.name, p.name): p.asnumpy() for p in net.get_parameters()}
np.savez("textcls_state_dict.npz", **state_dict)
print(f"exported {len(state_dict)} tensors: {sorted(state_dict)}")

# ---- reload for evaluation (as the serving script does) ----------------------------------------
loaded = np.load("textcls_state_dict.npz")
param_dict = {k: ms.Parameter(ms.Tensor(loaded[k]), name=k) for k in loaded.files}
eval_net = TextClassifier(VOCAB)
ms.load_param_into_net(eval_net, param_dict)
print("checkpoint loaded into eval model")
print(f"reloaded model test_acc {accuracy(eval_net, test_ids, test_y):.4f}")
