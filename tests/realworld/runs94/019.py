"""GPT-style toy LM from an older MindSpore (1.8) tutorial, using the built-in parallel Transformer layers."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.parallel.nn import TransformerOpParallelConfig, TransformerEncoder

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

BATCH, SEQ, HIDDEN, HEADS, LAYERS, VOCAB = 4, 16, 64, 4, 2, 128
parallel_config = TransformerOpParallelConfig(data_parallel=1, model_parallel=1)


class ToyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, HIDDEN)
        self.encoder = TransformerEncoder(batch_size=BATCH, num_layers=LAYERS, hidden_size=HIDDEN,
                                          ffn_hidden_size=4 * HIDDEN, seq_length=SEQ, num_heads=HEADS,
                                          parallel_config=parallel_config)
        self.lm_head = nn.Dense(HIDDEN, VOCAB)

    def construct(self, ids, mask):
        h, _ = self.encoder(self.embedding(ids), mask)
        return self.lm_head(h)


ids = ms.Tensor(np.random.randint(0, VOCAB, (BATCH, SEQ)).astype(np.int32))
mask = ms.Tensor(np.tril(np.ones((BATCH, SEQ, SEQ), np.float16)))
net = ToyGPT()
print(net(ids, mask).shape)
