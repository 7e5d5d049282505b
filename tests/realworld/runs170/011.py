"""Review sentiment classifier (GRU) with a mindspore.dataset.text pipeline:
one Vocab built on the training split and reused for the eval split; custom
training loop with a jit-compiled step and trainer-style metric dicts."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as T
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(4)
rng = np.random.default_rng(4)

POS = "great excellent loved wonderful superb enjoyable fantastic brilliant charming delightful".split()
NEG = "awful boring terrible hated dull poor waste disappointing clumsy tedious".split()
FILL = ("the movie plot actors film story scenes music ending characters director script was "
        "and a it this really quite very with of").split()


def make_reviews(n):
    rows, labels = [], []
    for _ in range(n):
        y = int(rng.random() < 0.5)
        words = list(rng.choice(FILL, rng.integers(8, 16))) + list(rng.choice(POS if y else NEG, rng.integers(2, 4)))
        rng.shuffle(words)
        rows.append(" ".join(words)); labels.append(y)
    return np.array(rows), np.array(labels, np.int32)


train_x, train_y = make_reviews(1600)
eval_x, eval_y = make_reviews(400)

tok = ds.NumpySlicesDataset({"text": train_x}, shuffle=False).map(text.WhitespaceTokenizer(), input_columns=["text"])
vocab = text.Vocab.from_dataset(tok, columns=["text"], special_tokens=["<pad>", "<unk>"], special_first=True)
print(f"vocab size {len(vocab.vocab())} (built on train split only)", flush=True)


def pipeline(texts, labels, shuffle):
    d = ds.NumpySlicesDataset({"text": texts, "label": labels}, shuffle=shuffle)
    d = d.map([text.WhitespaceTokenizer(), text.Lookup(vocab, unknown_token="<unk>"),
               T.PadEnd([24], pad_value=0)], input_columns=["text"])
    return d.batch(32)


train_ds, eval_ds = pipeline(train_x, train_y, True), pipeline(eval_x, eval_y, False)


class GRUClassifier(nn.Cell):
    def __init__(self, vocab_size, dim=32, hidden=48):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.gru = nn.GRU(dim, hidden, batch_first=True, bidirectional=True)
        self.fc = nn.Dense(2 * hidden, 2)

    def construct(self, ids):
        out, _ = self.gru(self.emb(ids))
        mask = (ids > 0).astype(out.dtype).expand_dims(-1)
        return self.fc((out * mask).sum(1) / ops.maximum(mask.sum(1), 1.0))


net = GRUClassifier(len(vocab.vocab()))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01)
def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


def evaluate():
    net.set_train(False)
    correct = total = 0
    for x, y in eval_ds.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy()); total += y.shape[0]
    net.set_train(True)
    return correct / total


global_step = 0
for epoch in range(3):
    losses = []
    for x, y in train_ds.create_tuple_iterator():
        losses.append(float(train_step(x, y).asnumpy())); global_step += 1
        if global_step % 25 == 0:
            print({"loss": round(float(np.mean(losses[-25:])), 4), "learning_rate": 3e-3,
                   "epoch": round(epoch + len(losses) / train_ds.get_dataset_size(), 2)}, flush=True)
    print({"eval_accuracy": round(evaluate(), 4), "epoch": epoch + 1, "step": global_step}, flush=True)
print("training finished")
