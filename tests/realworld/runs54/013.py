# Incremental decoding port: the HF-style DynamicCache object (plain Python class with lists of key/value
# tensors) is passed into the attention Cell as past_key_values, as in transformers' generate().
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
D, V = 32, 50


class DynamicCache:
    """Minimal copy of transformers.cache_utils.DynamicCache."""
    def __init__(self):
        self.key_cache = []
        self.value_cache = []

    def update(self, key_states, value_states, layer_idx):
        if len(self.key_cache) <= layer_idx:
            self.key_cache.append(key_states)
            self.value_cache.append(value_states)
        else:
            self.key_cache[layer_idx] = ops.concat((self.key_cache[layer_idx], key_states), axis=1)
            self.value_cache[layer_idx] = ops.concat((self.value_cache[layer_idx], value_states), axis=1)
        return self.key_cache[layer_idx], self.value_cache[layer_idx]

    def get_seq_length(self, layer_idx=0):
        return 0 if len(self.key_cache) <= layer_idx else self.key_cache[layer_idx].shape[1]


class SelfAttention(nn.Cell):
    def __init__(self, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.q_proj = nn.Dense(D, D)
        self.k_proj = nn.Dense(D, D)
        self.v_proj = nn.Dense(D, D)
        self.o_proj = nn.Dense(D, D)

    def construct(self, hidden_states, past_key_values=None):
        q = self.q_proj(hidden_states)
        k = self.k_proj(hidden_states)
        v = self.v_proj(hidden_states)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx)
        scores = ops.matmul(q, k.swapaxes(1, 2)) / (D ** 0.5)
        return self.o_proj(ops.matmul(ops.softmax(scores, -1), v))


class TinyDecoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, D)
        self.layers = nn.CellList([SelfAttention(i) for i in range(2)])
        self.lm_head = nn.Dense(D, V)

    def construct(self, input_ids, past_key_values=None):
        h = self.embed(input_ids)
        for layer in self.layers:
            h = h + layer(h, past_key_values)
        return self.lm_head(h)


model = TinyDecoder()
model.set_train(False)
cache = DynamicCache()
ids = ms.Tensor([[5, 7, 9, 11]], ms.int32)
logits = model(ids, cache)  # prefill
for _ in range(5):
    nxt = logits[:, -1].argmax(-1).astype(ms.int32).reshape(1, 1)
    print("next token", int(nxt.asnumpy()[0, 0]), "cache len", cache.get_seq_length())
    logits = model(nxt, cache)
