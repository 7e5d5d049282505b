# Sentiment classifier on a tokenised text corpus: GeneratorDataset -> map(tokenise) -> pad -> batch.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
POS = ["great", "good", "lovely", "fine", "superb"]; NEG = ["bad", "awful", "poor", "dull", "boring"]
FILL = ["the", "movie", "was", "plot", "acting", "really", "and", "very", "a", "story"]
vocab = {w: i + 2 for i, w in enumerate(POS + NEG + FILL)}  # 0 pad, 1 unk
MAX_LEN = 16

def corpus(n):
    out = []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        words = list(rng.choice(FILL, rng.integers(3, 12))) + list(rng.choice(POS if lab else NEG, 2))
        rng.shuffle(words)
        out.append((" ".join(words), lab))
    return out

def tokenize(text):
    text = text.item() if isinstance(text, np.ndarray) else text
    return np.array([vocab.get(w, 1) for w in str(text).split()][:MAX_LEN], dtype=np.int32)

def pipeline(rows, shuffle):
    d = ds.GeneratorDataset(rows, column_names=["text", "label"], shuffle=shuffle)
    d = d.map(operations=tokenize, input_columns="text", output_columns="input_ids")
    d = d.map(operations=T.PadEnd([MAX_LEN], pad_value=0), input_columns="input_ids")
    d = d.map(operations=T.TypeCast(ms.int32), input_columns="label")
    return d.project(["input_ids", "label"]).batch(32, drop_remainder=True)

train, val = pipeline(corpus(2000), True), pipeline(corpus(400), False)

class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size=32, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Dense(dim, 2)
    def construct(self, ids):
        mask = (ids > 0).astype(ms.float32).expand_dims(-1)
        return self.fc((self.emb(ids) * mask).sum(1) / mask.sum(1).clip(1.0, None))

net = BagOfEmbeddings()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-3), metrics={"acc": nn.Accuracy()})
for epoch in range(4):
    model.train(1, train, callbacks=[ms.LossMonitor(20)], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} val: {model.eval(val, dataset_sink_mode=False)}", flush=True)
