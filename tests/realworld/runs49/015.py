# Causal-LM fine-tune port: the HF collator built labels = input_ids with padded positions set to -100.
# Here the collator uses np.where(mask, ids, -100.0) on the numpy batch.
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = LlamaConfig(batch_size=2, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                     intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     fused_rms_norm=False, use_rope_slice=True, pad_token_id=0)
model = LlamaForCausalLM(config)

rng = np.random.default_rng(0)
PAD = 0
def collate(examples):
    L = 33
    ids = np.full((len(examples), L), PAD, dtype=np.int32)
    for i, ex in enumerate(examples):
        ids[i, :len(ex)] = ex[:L]
    labels = np.where(ids != PAD, ids, -100.0)
    return {"input_ids": ids, "labels": labels}

examples = [rng.integers(3, 128, size=rng.integers(20, 34)).tolist() for _ in range(16)]
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda ids, labels: model(ids, labels=labels), None, optimizer.parameters)
model.set_train(True)
for step in range(0, 16, 2):
    batch = collate(examples[step:step + 2])
    loss, grads = grad_fn(ms.Tensor(batch["input_ids"]), ms.Tensor(batch["labels"]))
    optimizer(grads)
    print(f"step {step // 2} loss {float(loss):.4f}")
