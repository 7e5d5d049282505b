"""Review sentiment classifier: text pipeline with mindspore.dataset.text
(whitespace tokenizer + Vocab + Lookup), bag-of-embeddings model, Model.train."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as T
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, Accuracy, Callback

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)
rng = np.random.default_rng(2)

POS = "great excellent loved wonderful superb enjoyable fantastic brilliant charming delightful".split()
NEG = "awful boring terrible hated dull poor waste disappointing clumsy tedious".split()
FILL = ("the movie plot actors film story scenes music ending characters director script was "
        "and a it this really quite very with of").split()


def make_reviews(n, pos_bias):
    rows, labels = [], []
    for _ in range(n):
        y = int(rng.random() < 0.5)
        words = list(rng.choice(FILL, rng.integers(8, 16)))
        words += list(rng.choice(POS if y else NEG, rng.integers(2, 4)))
        rng.shuffle(words)
        rows.append(" ".join(words)); labels.append(y)
    return np.array(rows), np.array(labels, np.int32)


def build_pipeline(texts, labels, shuffle):
    d = ds.NumpySlicesDataset({"text": texts, "label": labels}, shuffle=shuffle)
    d = d.map(text.WhitespaceTokenizer(), input_columns=["text"])
    # vocab built from the split's own text (as the notebook did for each split)
    vocab = text.Vocab.from_dataset(d, columns=["text"], special_tokens=["<pad>", "<unk>"], special_first=True)
    d = d.map(text.Lookup(vocab, unknown_token="<unk>"), input_columns=["text"])
    d = d.map(T.PadEnd([24], pad_value=0), input_columns=["text"])
    print(f"vocab size {len(vocab.vocab())}", flush=True)
    return d.batch(32)


train_x, train_y = make_reviews(1600, 0.5)
test_x, test_y = make_reviews(400, 0.5)
train_ds = build_pipeline(train_x, train_y, shuffle=True)
test_ds = build_pipeline(test_x, test_y, shuffle=False)


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size=64, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Dense(dim, 2)

    def construct(self, ids):
        mask = (ids > 0).astype(ms.float32).expand_dims(-1)
        pooled = (self.emb(ids) * mask).sum(1) / ops.maximum(mask.sum(1), 1.0)
        return self.fc(pooled)


class EpochReport(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        tr = model.eval(train_ds, dataset_sink_mode=False)["acc"]
        te = model.eval(test_ds, dataset_sink_mode=False)["acc"]
        print(f"Epoch {cb.cur_epoch_num}/6 - loss: {float(cb.net_outputs.asnumpy()):.4f} - "
              f"train_acc: {tr:.4f} - test_acc: {te:.4f}", flush=True)


net = BagOfEmbeddings()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2), metrics={"acc": Accuracy()})
model.train(6, train_ds, callbacks=[EpochReport()], dataset_sink_mode=False)
print("final test accuracy", model.eval(test_ds, dataset_sink_mode=False))
