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

# as in the HF script: optimizer and scheduler built by hand and handed to the Trainer
lr = nn.CosineDecayLR(min_lr=1e-5, max_lr=3e-4, decay_steps=48)
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=lr, weight_decay=0.01)

args = TrainingArguments(output_dir="./output/clm", num_train_epochs=3, per_device_train_batch_size=4,
                         use_cpu=True, device_target="CPU", logging_steps=4, save_strategy="no",
                         sink_mode=False)
trainer = Trainer(args=args, model=model, train_dataset=train_ds, optimizers=(optimizer, lr))
trainer.train()
