"""Sentiment classifier: HF WordPiece tokenizer (tokenizers lib) + MindSpore bag-of-embeddings model,
trained with mindspore.train.Model on a GeneratorDataset."""
import os, random
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy
from tokenizers import Tokenizer, models, pre_tokenizers, trainers, normalizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)
random.seed(1)

pos = ["great movie", "i loved it", "wonderful acting", "really good film", "best story ever", "so much fun"]
neg = ["terrible movie", "i hated it", "awful acting", "really bad film", "worst story ever", "so boring"]
corpus = [(random.choice(pos) + " " + random.choice(pos), 1) for _ in range(200)] + \
         [(random.choice(neg) + " " + random.choice(neg), 0) for _ in range(200)]
random.shuffle(corpus)

tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
tok.normalizer = normalizers.BertNormalizer(lowercase=True)
tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
tok.train_from_iterator([t for t, _ in corpus], trainers.WordPieceTrainer(vocab_size=200, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]"]))
os.makedirs("/home/user/project/sent_tok", exist_ok=True)
tok.save("/home/user/project/sent_tok/tokenizer.json")
tokenizer = PreTrainedTokenizerFast(tokenizer_file="/home/user/project/sent_tok/tokenizer.json", pad_token="[PAD]", unk_token="[UNK]")
print("vocab size:", tokenizer.vocab_size)

MAXLEN = 12
def gen(rows):
    for text, label in rows:
        enc = tokenizer(text, padding="max_length", max_length=MAXLEN, truncation=True)
        yield np.array(enc["input_ids"], np.int32), np.array(enc["attention_mask"], np.float32), np.int32(label)

train_rows, eval_rows = corpus[:320], corpus[320:]
train_ds = ds.GeneratorDataset(lambda: gen(train_rows), ["input_ids", "mask", "label"], shuffle=True).batch(16, drop_remainder=True)
eval_ds = ds.GeneratorDataset(lambda: gen(eval_rows), ["input_ids", "mask", "label"], shuffle=False).batch(16)


class BagClassifier(nn.Cell):
    def __init__(self, vocab, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.fc = nn.Dense(dim, 2)

    def construct(self, input_ids, mask):
        h = self.emb(input_ids) * mask.expand_dims(-1)
        h = h.sum(1) / mask.sum(1, keepdims=True)
        return self.fc(h)


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, input_ids, mask, label):
        return self.loss(self.net(input_ids, mask), label)


class EvalNet(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids, mask, label):
        return self.net(input_ids, mask), label


net = BagClassifier(len(tokenizer))
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
model = Model(WithLoss(net), optimizer=opt, eval_network=EvalNet(net), metrics={"acc": Accuracy()})
model.train(4, train_ds, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
