# sentence-transformers style mean pooling ported to MindSpore for an embedding fine-tune
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import PreTrainedTokenizerFast
from tokenizers import Tokenizer, models, pre_tokenizers

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

words = "the a cat dog sat ran on mat park in fast slow big small red blue".split()
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]")

sents_a = ["the cat sat on the mat", "a dog ran in the park", "the big red dog"]
sents_b = ["a cat sat on a mat", "the dog ran fast in a park", "a small blue cat"]


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 32)
        self.proj = nn.Dense(32, 32)

    def construct(self, input_ids, attention_mask):
        token_embeddings = ops.tanh(self.proj(self.emb(input_ids)))      # (b, s, h)
        # torch: summed = torch.bmm(attention_mask.unsqueeze(1).float(), token_embeddings).squeeze(1)
        summed = ops.bmm(attention_mask.expand_dims(1), token_embeddings).squeeze(1)
        counts = attention_mask.sum(1, keepdims=True).clip(1, None)
        return summed / counts


enc = Encoder()
opt = nn.Adam(enc.trainable_params(), 1e-2)


def forward(a_ids, a_mask, b_ids, b_mask):
    ea = ops.L2Normalize(axis=-1)(enc(a_ids, a_mask))
    eb = ops.L2Normalize(axis=-1)(enc(b_ids, b_mask))
    scores = ops.matmul(ea, eb.T) / 0.05
    return nn.CrossEntropyLoss()(scores, ops.arange(scores.shape[0]).astype(ms.int32))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
A = tokenizer(sents_a, padding=True, return_tensors="np")
B = tokenizer(sents_b, padding=True, return_tensors="np")
print("attention_mask dtype from tokenizer:", A["attention_mask"].dtype)
inputs = [ms.Tensor(A["input_ids"]), ms.Tensor(A["attention_mask"]), ms.Tensor(B["input_ids"]), ms.Tensor(B["attention_mask"])]
for step in range(10):
    loss, grads = grad_fn(*inputs)
    opt(grads)
    print(f"step {step} contrastive loss {loss.asnumpy():.4f}")
