# healthy: tokenizer (hand-built vocab) -> MindSpore dataset with padded_batch -> embedding bag classifier, loss falls.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
words = "[PAD] [UNK] good great fine bad awful poor movie film plot was is very".split()
tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
fast = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]")
rng = np.random.default_rng(0)
texts, labels = [], []
for _ in range(256):
    pos = rng.random() > 0.5
    adj = rng.choice(["good", "great", "fine"] if pos else ["bad", "awful", "poor"])
    texts.append(f"the {rng.choice(['movie', 'film', 'plot'])} was very {adj}")
    labels.append(int(pos))
enc = fast(texts, padding="max_length", max_length=8, truncation=True, return_tensors="np")
data = ds.NumpySlicesDataset({"ids": enc["input_ids"].astype(np.int32), "y": np.array(labels, np.int32)}, shuffle=True).batch(32)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(words), 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))
net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 0.05))
for epoch in range(5):
    losses = [float(step(ids, y).asnumpy()) for ids, y in data.create_tuple_iterator()]
    print(f"epoch {epoch}: loss {np.mean(losses):.4f}", flush=True)
