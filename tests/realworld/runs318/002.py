"""Tiny Llama causal LM fine-tune on synthetic token data (healthy reference run)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

SEQ = 32
VOCAB = 256

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        start = rng.integers(0, VOCAB)
        step = rng.integers(1, 4)
        ids = (start + step * np.arange(SEQ + 1)) % VOCAB
        yield (ids.astype(np.int32),)

dataset = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=True).batch(8, drop_remainder=True)

config = LlamaConfig(vocab_size=VOCAB, hidden_size=64, num_layers=2, num_heads=4, seq_length=SEQ,
                     batch_size=8, intermediate_size=128, compute_dtype="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", param_init_type="float32", use_flash_attention=False)
model = LlamaForCausalLM(config)
model.set_train(True)
print("model params:", sum(p.size for p in model.trainable_params()))

optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.01)

def forward(input_ids):
    return model(input_ids)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

step = 0
for epoch in range(3):
    for batch in dataset.create_tuple_iterator():
        loss, grads = grad_fn(batch[0])
        optimizer(grads)
        step += 1
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
print("training finished")
