# Sentiment toy task: HF fast tokenizer (padding to max_length) -> mindspore.dataset -> bag-of-embeddings classifier, GRAPH_MODE
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0); np.random.seed(0)

pos = ["good", "great", "fine", "nice", "happy"]
neg = ["bad", "awful", "poor", "sad", "ugly"]
fill = ["the", "movie", "was", "really", "quite", "a", "plot"]
vocab = {w: i for i, w in enumerate(["[PAD]", "[UNK]"] + pos + neg + fill)}
tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

texts, labels = [], []
for i in range(400):
    lab = i % 2
    words = list(np.random.choice(fill, 4)) + [np.random.choice(pos if lab else neg)]
    np.random.shuffle(words)
    texts.append(" ".join(words)); labels.append(lab)
enc = tokenizer(texts, padding="max_length", max_length=8, truncation=True, return_tensors="np")
print("tokenized", enc["input_ids"].shape, "pad id", tokenizer.pad_token_id)

def gen():
    for ids, m, y in zip(enc["input_ids"], enc["attention_mask"], labels):
        yield ids.astype(np.int32), m.astype(np.float32), np.int32(y)

data = ds.GeneratorDataset(gen, ["input_ids", "attention_mask", "label"], shuffle=True).batch(32, drop_remainder=True)

class BoE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 16)
        self.head = nn.Dense(16, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1)
        return self.head(h.sum(1) / mask.sum(1, keepdims=True))

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()
    def construct(self, ids, mask, y):
        return self.loss(self.net(ids, mask), y)

net = BoE()
train = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), learning_rate=0.05))
train.set_train()
for epoch in range(5):
    losses = [train(b["input_ids"], b["attention_mask"], b["label"]).asnumpy() for b in data.create_dict_iterator()]
    print(f"epoch {epoch} | steps {len(losses)} | mean loss {np.mean(losses):.4f}")
net.set_train(False)
pred = net(ms.Tensor(enc["input_ids"].astype(np.int32)), ms.Tensor(enc["attention_mask"].astype(np.float32))).argmax(-1).asnumpy()
print(f"train accuracy {(pred == np.array(labels)).mean():.3f}")
