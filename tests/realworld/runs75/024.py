# HF fast tokenizer (trained on the corpus) inside a GeneratorDataset source; bucketed dynamic padding.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

ms.set_seed(0)
rng = np.random.default_rng(0)
pos = ["great", "lovely", "wonderful", "fun", "brilliant"]
neg = ["awful", "boring", "terrible", "dull", "bad"]
filler = ["the", "movie", "was", "really", "and", "plot", "acting", "quite", "a", "story"]
texts, labels = [], []
for i in range(480):
    lab = i % 2
    words = list(rng.choice(filler, rng.integers(3, 25))) + list(rng.choice(pos if lab else neg, 2))
    rng.shuffle(words)
    texts.append(" ".join(words)); labels.append(lab)

tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

class Reviews:
    def __len__(self):
        return len(texts)
    def __getitem__(self, i):
        ids = tokenizer(texts[i])["input_ids"]
        return np.array(ids, np.int32), np.int32(labels[i])

data = ds.GeneratorDataset(Reviews(), ["input_ids", "label"], shuffle=True, num_parallel_workers=2)
data = data.bucket_batch_by_length(["input_ids"], [10, 20], [32, 32, 32],
                                   pad_info={"input_ids": (None, tokenizer.pad_token_id)})

class Clf(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.emb = nn.Embedding(v, 16, padding_idx=0)
        self.fc = nn.Dense(16, 2)
    def construct(self, x):
        mask = (x != 0).astype(ms.float32)[..., None]
        return self.fc((self.emb(x) * mask).sum(1) / mask.sum(1))

net = Clf(len(tokenizer))
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(4):
    losses = []
    for x, y in data.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch} batches {len(losses)} mean loss {np.mean(losses):.4f}")
print("training finished")
