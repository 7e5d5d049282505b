# GPT-2 style MLP block ported from the HF modeling file; the activation is looked up by the
# config's activation_function name, like ACT2FN[config.activation_function] in transformers.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import GPT2Config

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(1)

config = GPT2Config(vocab_size=128, n_positions=32, n_embd=32, n_layer=1, n_head=4)
print("activation_function:", config.activation_function)


class GPT2MLP(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.c_fc = nn.Dense(config.n_embd, 4 * config.n_embd)
        self.c_proj = nn.Dense(4 * config.n_embd, config.n_embd)

    def construct(self, hidden_states):
        act = getattr(ops, self.config.activation_function)
        return self.c_proj(act(self.c_fc(hidden_states)))


class TinyGPT2(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.wte = nn.Embedding(config.vocab_size, config.n_embd)
        self.wpe = nn.Embedding(config.n_positions, config.n_embd)
        self.mlp = GPT2MLP(config)
        self.ln_f = nn.LayerNorm((config.n_embd,))
        self.lm_head = nn.Dense(config.n_embd, config.vocab_size, has_bias=False)
        self.vocab_size = config.vocab_size

    def construct(self, input_ids):
        pos = ops.arange(input_ids.shape[1]).expand_dims(0)
        h = self.wte(input_ids) + self.wpe(pos)
        h = h + self.mlp(h)
        return self.lm_head(self.ln_f(h))


class LMLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def construct(self, input_ids, labels):
        logits = self.model(input_ids)
        return ops.cross_entropy(logits.reshape(-1, self.model.vocab_size), labels.reshape(-1))


data = np.random.randint(0, 128, (64, 17)).astype(np.int32)
model = TinyGPT2(config)
train_net = nn.TrainOneStepCell(LMLoss(model), nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3))
for step in range(4):
    b = data[step * 16:(step + 1) * 16]
    loss = train_net(ms.Tensor(b[:, :-1]), ms.Tensor(b[:, 1:]))
    print(f"step {step} loss {float(loss):.4f}")
