# Mistake: HF beam-search style expansion `encoder_hidden.repeat(num_beams, 1, 1)` (torch Tensor.repeat
# = tile) kept verbatim in the MindSpore port of a seq2seq decoder and smoke-tested on CPU; the torch-
# style Tensor.repeat(*sizes) path is not available on the CPU backend (ops.tile works).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class CrossAttnDecoderStep(nn.Cell):
    def __init__(self, hidden=32, vocab=100):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.q = nn.Dense(hidden, hidden)
        self.out = nn.Dense(hidden, vocab)

    def construct(self, tok, enc):
        q = self.q(self.embed(tok))                            # (B*beams, 1, H)
        att = ops.softmax(ops.bmm(q, enc.swapaxes(1, 2)) / 32 ** 0.5, axis=-1)
        return self.out(ops.bmm(att, enc))


num_beams = 4
encoder_hidden = Tensor(np.random.default_rng(0).standard_normal((2, 10, 32)).astype(np.float32))
decoder = CrossAttnDecoderStep()
enc = encoder_hidden.repeat(num_beams, 1, 1)                   # torch: expand for beam search
tok = Tensor(np.zeros((enc.shape[0], 1), np.int32))
logits = decoder(tok, enc)
print("beam logits", logits.shape)
