"""Intent classification: HF-datasets style preprocessing rewritten as a mindspore.dataset pipeline."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(9)

INTENTS = ["book_flight", "cancel", "weather", "greeting"]
WORDS = {0: "flight ticket book fly to from airport seat".split(), 1: "cancel refund stop booking no undo".split(),
         2: "weather rain sunny forecast cold hot today".split(), 3: "hello hi hey morning there good".split()}
vocab = {w: i + 1 for i, w in enumerate(sorted({w for ws in WORDS.values() for w in ws}))}
MAX_LEN = 12


class IntentCorpus:
    def __init__(self, n):
        self.rows = []
        for _ in range(n):
            y = int(rng.integers(0, 4))
            self.rows.append((" ".join(rng.choice(WORDS[y], size=rng.integers(3, 8))), np.int32(y)))

    def __getitem__(self, i):
        return self.rows[i]

    def __len__(self):
        return len(self.rows)


def tokenize(text):
    text = text.item() if isinstance(text, np.ndarray) else text
    ids = [vocab.get(w, 0) for w in str(text).split()][:MAX_LEN]
    return np.array(ids + [0] * (MAX_LEN - len(ids)), np.int32)


raw = ds.GeneratorDataset(IntentCorpus(600), column_names=["sentence", "label"], shuffle=True)
# in the HF version: dataset.map(lambda ex: tokenizer(ex["text"]), remove_columns=["text"])
train_ds = raw.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"],
                   num_parallel_workers=2)
train_ds = train_ds.batch(32, drop_remainder=True)


class BoWClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab) + 1, 32, padding_idx=0)
        self.fc = nn.Dense(32, len(INTENTS))

    def construct(self, ids):
        return self.fc(self.emb(ids).sum(axis=1))


net = BoWClassifier()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2))
model.train(3, train_ds, callbacks=[TimeMonitor(), LossMonitor(5)], dataset_sink_mode=False)
