# BERT-like encoder forward ported from the HF modeling code: the model builds the default
# attention mask itself when the caller passes none (torch: attention_mask = torch.ones(batch_size, seq_length)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import BertConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

config = BertConfig(vocab_size=600, hidden_size=48, num_hidden_layers=1, num_attention_heads=4, intermediate_size=96)

class TinyBert(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.word = nn.Embedding(config.vocab_size, config.hidden_size)
        self.attn = nn.MultiheadAttention(config.hidden_size, config.num_attention_heads, batch_first=True)
        self.pool = nn.Dense(config.hidden_size, config.hidden_size)
        self.cls = nn.Dense(config.hidden_size, 2)

    def get_extended_attention_mask(self, attention_mask):
        return attention_mask == 0   # key_padding_mask

    def construct(self, input_ids, attention_mask=None):
        batch_size, seq_length = input_ids.shape
        if attention_mask is None:
            attention_mask = ops.ones(batch_size, seq_length)
        h = self.word(input_ids)
        h, _ = self.attn(h, h, h, key_padding_mask=self.get_extended_attention_mask(attention_mask))
        pooled = ops.tanh(self.pool(h[:, 0]))
        return self.cls(pooled)

model = TinyBert(config)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-4)
grad_fn = ms.value_and_grad(lambda ids, y: loss_fn(model(ids), y), None, opt.parameters)

rng = np.random.default_rng(0)
print(f"hidden={config.hidden_size} heads={config.num_attention_heads} vocab={config.vocab_size}")
for step in range(20):
    ids = ms.Tensor(rng.integers(0, config.vocab_size, (8, 16)), ms.int32)
    y = ms.Tensor(rng.integers(0, 2, (8,)), ms.int32)
    loss, grads = grad_fn(ids, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
