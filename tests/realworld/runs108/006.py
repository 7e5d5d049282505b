# Intent classification: raw sentences -> word-level tokenizer in dataset.map -> padded ids + attention mask
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
SENTS = ["book a flight to paris", "what is the weather today", "play some jazz music",
         "cancel my flight", "will it rain tomorrow", "turn up the music", "find flights to rome",
         "is it sunny in oslo", "skip this song"] * 20
LABELS = [0, 1, 2] * 60
vocab = {"[PAD]": 0, "[UNK]": 1}
for s in SENTS:
    for w in s.split():
        vocab.setdefault(w, len(vocab))
MAX_LEN = 12

def tokenize(text):
    text = text.item() if isinstance(text, np.ndarray) else text
    ids = [vocab.get(w, 1) for w in str(text).split()][:MAX_LEN]
    mask = [1] * len(ids) + [0] * (MAX_LEN - len(ids))
    ids = ids + [0] * (MAX_LEN - len(ids))
    return np.array(ids, np.int32), np.array(mask, np.int32)

data = ds.NumpySlicesDataset({"text": SENTS, "label": np.array(LABELS, np.int32)}, shuffle=True)
# the HF version did: dataset.map(lambda b: tok(b["text"]), remove_columns=["text"])
data = data.map(tokenize, input_columns=["text"], output_columns=["input_ids"])
data = data.batch(16, drop_remainder=True)
print("dataset columns:", data.get_col_names())

class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 32)
        self.fc = nn.Dense(32, 3)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(axis=1))

net = Clf()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(3):
    for step, batch in enumerate(data.create_dict_iterator()):
        loss, g = grad_fn(batch["input_ids"], batch["label"]); opt(g)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
