# Sentiment classifier with a MindSpore text pipeline: vocabulary built from the training split
# (like torchtext build_vocab_from_iterator), tokens looked up, padded, Model.train + Model.eval
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
pos = ["great", "good", "excellent", "loved", "fun", "wonderful"]
neg = ["bad", "awful", "boring", "hated", "poor", "terrible"]
filler = ["the", "movie", "was", "plot", "acting", "really", "a", "film", "and", "story"]
def sentences(n, extra_words=()):
    out, ys = [], []
    for _ in range(n):
        y = int(rng.integers(0, 2))
        words = list(rng.choice(filler, 6)) + list(rng.choice(pos if y else neg, 2)) + list(extra_words)
        rng.shuffle(words)
        out.append(" ".join(words)); ys.append(y)
    return np.array(out), np.array(ys, np.int32)

train_text, train_y = sentences(600)
test_text, test_y = sentences(200, extra_words=["sequel"])   # held-out reviews mention words not seen in training

SEQ = 12
def pipeline(texts, labels, vocab=None, shuffle=False):
    d = ds.NumpySlicesDataset({"text": texts, "label": labels}, shuffle=shuffle)
    d = d.map(text.WhitespaceTokenizer(), input_columns="text")
    if vocab is None:
        vocab = text.Vocab.from_dataset(d, columns=["text"], special_tokens=["<pad>", "<unk>"], special_first=True)
    d = d.map([text.Lookup(vocab), transforms.PadEnd([SEQ], pad_value=0), transforms.TypeCast(ms.int32)],
              input_columns="text")
    return d.batch(32), vocab

train_ds, vocab = pipeline(train_text, train_y, shuffle=True)
test_ds, _ = pipeline(test_text, test_y, vocab=vocab)
print("vocab size:", len(vocab.vocab()))


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, 16, padding_idx=0)
        self.fc = nn.Dense(16, 2)

    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))


net = BagOfEmbeddings(len(vocab.vocab()))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2), metrics={"accuracy"})
model.train(3, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
print("test:", model.eval(test_ds, dataset_sink_mode=False))
