"""Load HF-format (safetensors) weights of a bag-of-embeddings classifier into the MindSpore port and evaluate."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(6)

VOCAB, HIDDEN, CLASSES, SEQ = 2000, 64, 4, 16


class BowClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(VOCAB, HIDDEN)
        self.LayerNorm = nn.LayerNorm((HIDDEN,), epsilon=1e-12)
        self.dense = nn.Dense(HIDDEN, HIDDEN, activation="tanh")
        self.classifier = nn.Dense(HIDDEN, CLASSES)

    def construct(self, ids):
        h = self.word_embeddings(ids).mean(1)
        return self.classifier(self.dense(self.LayerNorm(h)))


def make_data(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, CLASSES, n).astype(np.int32)
    # each class draws most tokens from its own slice of the vocabulary
    ids = r.integers(0, VOCAB, (n, SEQ))
    own = r.random((n, SEQ)) < 0.5
    ids[own] = (y[:, None] * (VOCAB // CLASSES) + r.integers(0, VOCAB // CLASSES, (n, SEQ)))[own]
    return ids.astype(np.int32), y


def evaluate(net, ids, y):
    net.set_train(False)
    pred = net(ms.Tensor(ids)).argmax(-1).asnumpy()
    return float((pred == y).mean())


def hf_to_ms(state_dict):
    """HF/PyTorch names -> MindSpore names."""
    out = {}
    for k, v in state_dict.items():
        k = k.replace("bert.embeddings.", "").replace("bert.pooler.", "")
        k = k.replace("LayerNorm.weight", "LayerNorm.gamma").replace("LayerNorm.bias", "LayerNorm.beta")
        out[k] = ms.Parameter(ms.Tensor(v), name=k)
    return out


hf_path = "hf_model/model.safetensors"
test_ids, test_y = make_data(2000, 99)
if not os.path.exists(hf_path):
    # fine-tuned checkpoint published in HF layout (produced by the reference run)
    ref = BowClassifier()
    tr_ids, tr_y = make_data(8000, 1)
    loader = ds.NumpySlicesDataset({"ids": tr_ids, "y": tr_y}, shuffle=True).batch(64)
    opt = nn.Adam(ref.trainable_params(), learning_rate=2e-3)
    grad_fn = ms.value_and_grad(lambda x, t: ops.cross_entropy(ref(x), t), None, opt.parameters)
    for epoch in range(2):
        ref.set_train(True)
        for x, t in loader.create_tuple_iterator():
            loss, g = grad_fn(x, t)
            opt(g)
        print(f"reference epoch {epoch} loss {float(loss.asnumpy()):.4f} test_acc {evaluate(ref, test_ids, test_y):.4f}")
    names = {"word_embeddings.embedding_table": "bert.embeddings.word_embeddings.weight",
             "LayerNorm.gamma": "bert.embeddings.LayerNorm.weight", "LayerNorm.beta": "bert.embeddings.LayerNorm.bias",
             "dense.weight": "bert.pooler.dense.weight", "dense.bias": "bert.pooler.dense.bias",
             "classifier.weight": "classifier.weight", "classifier.bias": "classifier.bias"}
    os.makedirs("hf_model", exist_ok=True)
    save_file({names[p.name]: p.asnumpy() for p in ref.get_parameters()}, hf_path)

state_dict = load_file(hf_path)
print(f"loaded {len(state_dict)} tensors from {hf_path}: {sorted(state_dict)}")
model = BowClassifier()
ms.load_param_into_net(model, hf_to_ms(state_dict))
print(f"ported model test_acc {evaluate(model, test_ids, test_y):.4f}")
