"""HF Trainer workflow moved to mindformers Trainer + TrainingArguments with the tiny Llama port on CPU."""
import numpy as np
import mindspore as ms
from mindspore.dataset import GeneratorDataset
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32", use_past=False,
                  use_rope_slice=True, fused_rms_norm=False)
net = LlamaForCausalLM(cfg)

corpus = np.array([[(s + (1 + s % 3) * i) % 120 + 4 for i in range(33)] for s in range(64)], np.int32)
train_ds = GeneratorDataset([(row,) for row in corpus], column_names=["input_ids"], shuffle=True).batch(4, drop_remainder=True)

args = TrainingArguments(output_dir="./out_trainer", num_train_epochs=2, per_device_train_batch_size=4,
                         learning_rate=3e-3, warmup_steps=2, logging_steps=4, save_steps=1000,
                         lr_scheduler_type="cosine", optim="AdamW", weight_decay=0.0,
                         sink_mode=False)
trainer = Trainer(task="text_generation", model=net, args=args, train_dataset=train_ds)
trainer.train()
print("trainer.train() returned")
