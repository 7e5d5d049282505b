# Review-rating classifier: HF datasets pipeline (ClassLabel did the label encoding) replaced by a CSV -> GeneratorDataset port
import csv, os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

# the exported review file: text, stars (1..5)
rng = np.random.default_rng(0)
words = "great good okay bad awful love hate fine meh superb".split()
with open("data_015/reviews.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["text", "stars"])
    for _ in range(300):
        w.writerow([" ".join(rng.choice(words, 6)), int(rng.integers(1, 6))])

vocab = {w: i + 1 for i, w in enumerate(words)}
NUM_LABELS = 5


class ReviewSource:
    def __init__(self, path):
        with open(path) as f:
            self.rows = list(csv.DictReader(f))

    def __getitem__(self, i):
        r = self.rows[i]
        ids = np.array([vocab[t] for t in r["text"].split()], np.int32)
        return ids, np.int32(r["stars"])

    def __len__(self):
        return len(self.rows)


train = ds.GeneratorDataset(ReviewSource("data_015/reviews.csv"), ["input_ids", "label"], shuffle=True).batch(32)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab) + 1, 32)
        self.head = nn.Dense(32, NUM_LABELS)

    def construct(self, ids):
        return self.head(self.emb(ids).mean(1))


net = Classifier()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2), metrics={"accuracy"})
model.train(3, train, callbacks=[ms.LossMonitor(3)], dataset_sink_mode=False)
