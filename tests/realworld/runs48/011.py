# Seq2seq-style "compute_metrics" from an HF summarisation script ported to a MindSpore loop:
# after each epoch predictions and labels are decoded with the tokenizer for exact-match.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from tokenizers import Tokenizer, models, pre_tokenizers, decoders
from transformers import PreTrainedTokenizerFast

ms.set_seed(0); rng = np.random.default_rng(0)
words = [f"w{i}" for i in range(60)]
vocab = {"[PAD]": 0, "[UNK]": 1, "[BOS]": 2, "[EOS]": 3}
vocab.update({w: i + 4 for i, w in enumerate(words)})
tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]",
                                    bos_token="[BOS]", eos_token="[EOS]")
SEQ, V = 16, len(vocab)

def make_example():
    n = int(rng.integers(5, 15))
    src = " ".join(rng.choice(words, n))
    enc = tokenizer(src, padding="max_length", max_length=SEQ, truncation=True)
    ids = np.array(enc["input_ids"], np.int32)
    labels = ids.copy()
    labels[ids == tokenizer.pad_token_id] = -100        # DataCollatorForSeq2Seq label_pad_token_id
    return ids, labels

train = [make_example() for _ in range(512)]
valid = [make_example() for _ in range(64)]

class Copier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64)
        self.mlp = nn.Dense(64, 64, activation="relu")
        self.out = nn.Dense(64, V)
    def construct(self, ids):
        return self.out(self.mlp(self.emb(ids)))

net = Copier()
ce = nn.CrossEntropyLoss(ignore_index=-100)
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
def forward(ids, labels):
    return ce(net(ids).reshape(-1, V), labels.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def compute_metrics(preds, labels):
    decoded_preds = tokenizer.batch_decode(preds, skip_special_tokens=True)
    decoded_labels = tokenizer.batch_decode(labels, skip_special_tokens=True)
    return {"exact_match": float(np.mean([p == l for p, l in zip(decoded_preds, decoded_labels)]))}

step = 0
for epoch in range(2):
    for i in range(0, len(train), 32):
        ids = np.stack([e[0] for e in train[i:i+32]]); labels = np.stack([e[1] for e in train[i:i+32]])
        loss, grads = grad_fn(ms.Tensor(ids), ms.Tensor(labels))
        opt(grads)
        step += 1
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    ids = np.stack([e[0] for e in valid]); labels = np.stack([e[1] for e in valid])
    preds = net(ms.Tensor(ids)).argmax(-1).asnumpy()
    print(f"epoch {epoch} eval:", compute_metrics(preds, labels), flush=True)
    net.set_train(True)
