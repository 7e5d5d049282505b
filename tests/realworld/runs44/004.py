# Greedy generation loop ported from an HF-style sampling script (torch.cat -> ops.cat)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, HIDDEN, EOS = 100, 32, 2


class TinyDecoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HIDDEN)
        self.rnn = nn.GRU(HIDDEN, HIDDEN, batch_first=True)
        self.lm_head = nn.Dense(HIDDEN, VOCAB)

    def construct(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.lm_head(h)


model = TinyDecoder()
model.set_train(False)


def greedy_generate(input_ids, max_new_tokens=8):
    for i in range(max_new_tokens):
        logits = model(input_ids)
        next_token_logits = logits[:, -1, :]
        next_tokens = ops.argmax(next_token_logits, dim=-1).astype(input_ids.dtype)
        print(f"step {i}: next tokens {next_tokens.asnumpy().tolist()}")
        # torch: input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
        input_ids = ops.cat([input_ids, next_tokens], axis=-1)
    return input_ids


prompts = ms.Tensor(np.array([[5, 17, 42, 8, 9], [11, 3, 64, 27, 1]], dtype=np.int32))
print("prompt shape:", prompts.shape)
out = greedy_generate(prompts)
print("generated:", out.asnumpy())
