# Incremental decoding port: HF past_key_values (a list that is empty on the prefill call) passed
# as ms.mutable(list, dynamic_len=True) so that the decode step is compiled once for all lengths.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(15)

VOCAB, HIDDEN = 64, 32


class TinyDecoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.k_proj = nn.Dense(HIDDEN, HIDDEN)
        self.q_proj = nn.Dense(HIDDEN, HIDDEN)
        self.lm_head = nn.Dense(HIDDEN, VOCAB)

    def construct(self, input_ids, past_key_values):
        h = self.embed(input_ids)
        k = self.k_proj(h)
        if len(past_key_values) > 0:
            k = ops.concat((past_key_values[-1], k), axis=1)
        q = self.q_proj(h)
        attn = ops.softmax(ops.matmul(q, k.swapaxes(1, 2)) / HIDDEN ** 0.5, -1)
        out = ops.matmul(attn, k)
        return self.lm_head(out[:, -1]), k


model = TinyDecoder()
model.set_train(False)
prompt = ms.Tensor(np.random.randint(0, VOCAB, (2, 6)).astype(np.int32))
past = ms.mutable([], True)
tokens = prompt
print("prompt:", prompt.shape)
for t in range(5):
    logits, k = model(tokens if t == 0 else next_tok, past)
    next_tok = logits.argmax(-1).astype(ms.int32).expand_dims(-1)
    past.append(k)
    print(f"decode step {t}: next tokens {next_tok.asnumpy().ravel().tolist()}")
