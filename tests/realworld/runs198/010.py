"""Perplexity evaluation of a small MindFormers Llama on held-out token blocks.
Blocks were produced by the same packing script used for pretraining (seq_length + 1 tokens each)."""
import math
import numpy as np
import mindspore as ms
from mindspore import ops
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
SEQ_LEN, VOCAB = 32, 200
config = LlamaConfig(batch_size=2, seq_length=SEQ_LEN, hidden_size=64, num_layers=2, num_heads=4,
                     vocab_size=VOCAB, intermediate_size=128, use_past=False)
model = LlamaForCausalLM(config)
model.set_train(False)

rng = np.random.default_rng(0)
blocks = rng.integers(0, VOCAB, size=(8, SEQ_LEN + 1)).astype(np.int32)  # packed like pretraining data

nll, count = 0.0, 0
for i in range(0, len(blocks), 2):
    batch = ms.Tensor(blocks[i:i + 2])
    logits = model(batch)
    if isinstance(logits, tuple):
        logits = logits[0]
    logits = logits.reshape(2, -1, VOCAB)[:, :-1]
    target = batch[:, 1:]
    loss = ops.cross_entropy(logits.reshape(-1, VOCAB), target.reshape(-1))
    nll += float(loss) * target.size; count += target.size
    print(f"batch {i // 2}: loss {float(loss):.4f}")
print(f"eval perplexity: {math.exp(nll / count):.2f}")
