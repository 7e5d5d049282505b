"""HF run_clm.py (Trainer) ported to mindformers.Trainer with a small Llama for a CPU dry run."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
from mindspore import nn

SEQ = 32
config = LlamaConfig(batch_size=4, seq_length=SEQ, vocab_size=128, hidden_size=64, num_layers=2,
                     num_heads=4, n_kv_heads=2, intermediate_size=128, compute_dtype="float32",
                     param_init_type="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32",
                     use_rope_slice=True, fused_rms_norm=False, use_flash_attention=False)
model = LlamaForCausalLM(config)

rng = np.random.default_rng(0)
ids = rng.integers(0, 128, size=(64, SEQ + 1)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True).batch(4, drop_remainder=True)

eval_ds = ds.NumpySlicesDataset({"input_ids": ids[:16]}, shuffle=False).batch(4)


def compute_metrics(eval_pred):
    """kept from the HF script: perplexity from the mean eval loss"""
    logits, labels = eval_pred
    shift = logits[:, :-1].reshape(-1, logits.shape[-1])
    tgt = labels[:, 1:].reshape(-1)
    logp = shift - np.log(np.exp(shift).sum(-1, keepdims=True))
    return {"perplexity": float(np.exp(-logp[np.arange(len(tgt)), tgt].mean()))}


args = TrainingArguments(output_dir="./output/clm", num_train_epochs=3, per_device_train_batch_size=4,
                         use_cpu=True, device_target="CPU", logging_steps=4, save_strategy="no",
                         do_eval=True, eval_steps=8,
                         sink_mode=False)
trainer = Trainer(args=args, model=model, train_dataset=train_ds, eval_dataset=eval_ds,
                  compute_metrics=compute_metrics)
trainer.train()
