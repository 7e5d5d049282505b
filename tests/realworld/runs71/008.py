# HF resize_token_embeddings ported by hand: grow the embedding table after adding chat special tokens
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)

class LM(nn.Cell):
    def __init__(self, vocab=500, dim=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.lm_head = nn.Dense(dim, vocab, has_bias=False)
    def construct(self, ids):
        return self.lm_head(self.embed(ids))

net = LM()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()

added = ["<|user|>", "<|assistant|>", "<|end|>"]
old_e = net.embed.embedding_table.asnumpy()
old_h = net.lm_head.weight.asnumpy()
new_rows = np.random.normal(0, 0.02, (len(added), old_e.shape[1])).astype(np.float32)
# torch: model.resize_token_embeddings(len(tokenizer)) done by hand with weight.data = torch.cat(...)
net.embed.embedding_table.set_data(ms.Tensor(np.concatenate([old_e, new_rows])))
net.lm_head.weight.set_data(ms.Tensor(np.concatenate([old_h, new_rows])))
print("resized: embed", net.embed.embedding_table.shape, "lm_head", net.lm_head.weight.shape)

def forward(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(5):
    ids = ms.Tensor(np.random.randint(0, 503, (4, 16)), ms.int32)
    loss, grads = grad_fn(ids[:, :-1], ids[:, 1:])
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
