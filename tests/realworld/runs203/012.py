# Port of a HF-style sequence classifier: forward(**inputs) returning a ModelOutput dataclass, trained in GRAPH_MODE.
from dataclasses import dataclass
from typing import Optional
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
words = "refund late broken thanks great love order delivery package arrived never support".split()
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
raw = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); raw.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]")
rng = np.random.default_rng(0)
texts = [" ".join(rng.choice(words, 5)) for _ in range(64)]
labels = np.array([int(("refund" in t) or ("broken" in t)) for t in texts], np.int32)


@dataclass
class SequenceClassifierOutput:
    loss: Optional[Tensor] = None
    logits: Optional[Tensor] = None


class TicketClassifier(nn.Cell):
    def __init__(self, vocab_size, hidden=32, num_labels=2):
        super().__init__()
        self.embeddings = nn.Embedding(vocab_size, hidden)
        self.classifier = nn.Dense(hidden, num_labels)
        self.loss_fct = nn.CrossEntropyLoss()
    def construct(self, input_ids, attention_mask=None, labels=None, **kwargs):
        h = self.embeddings(input_ids)
        if attention_mask is not None:
            h = h * attention_mask.expand_dims(-1).astype(h.dtype)
        logits = self.classifier(h.mean(1))
        loss = self.loss_fct(logits, labels) if labels is not None else None
        return SequenceClassifierOutput(loss=loss, logits=logits)


model = TicketClassifier(len(tokenizer))
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)

def forward_fn(batch):
    outputs = model(**batch)
    return outputs.loss

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(batch):
    loss, grads = grad_fn(batch)
    optimizer(grads)
    return loss

for step in range(12):
    sl = slice((step % 4) * 16, (step % 4) * 16 + 16)
    enc = tokenizer(texts[sl], padding="max_length", max_length=6, return_tensors="np")
    batch = {"input_ids": Tensor(enc["input_ids"].astype(np.int32)),
             "attention_mask": Tensor(enc["attention_mask"].astype(np.int32)),
             "labels": Tensor(labels[sl])}
    print(f"step {step} loss {train_step(batch)}")
