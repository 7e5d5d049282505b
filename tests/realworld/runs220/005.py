# Sentiment classifier on a tokenised text corpus: GeneratorDataset -> map(tokenise) -> batch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
POS = ["great", "good", "lovely", "fine", "superb"]; NEG = ["bad", "awful", "poor", "dull", "boring"]
FILL = ["the", "movie", "was", "plot", "acting", "really", "and", "very", "a", "story"]
vocab = {w: i + 2 for i, w in enumerate(POS + NEG + FILL)}  # 0 pad, 1 unk

def corpus(n=2000):
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        words = list(rng.choice(FILL, rng.integers(3, 12))) + list(rng.choice(POS if lab else NEG, 2))
        rng.shuffle(words)
        yield " ".join(words), lab

def tokenize(text):
    text = text.item() if isinstance(text, np.ndarray) else text
    return np.array([vocab.get(w, 1) for w in str(text).split()], dtype=np.int32)

data = ds.GeneratorDataset(list(corpus()), column_names=["text", "label"], shuffle=True)
data = data.map(operations=tokenize, input_columns="text", output_columns="input_ids")
data = data.batch(32, drop_remainder=True)

class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size=32, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Dense(dim, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BagOfEmbeddings()
opt = nn.Adam(net.trainable_params(), 5e-3)
grad_fn = ms.value_and_grad(lambda ids, y: nn.CrossEntropyLoss()(net(ids), y), None, opt.parameters)
for epoch in range(3):
    for step, batch in enumerate(data.create_dict_iterator()):
        loss, g = grad_fn(batch["input_ids"], batch["label"]); opt(g)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
