# HF script ported to MindFormers: model and Trainer switched to mindformers, but the TrainingArguments
# import line was left from the HF version.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from transformers import TrainingArguments
from mindformers import Trainer, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = LlamaConfig(batch_size=2, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                     intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     fused_rms_norm=False, use_rope_slice=True)
model = LlamaForCausalLM(config)

rng = np.random.default_rng(0)
train_ids = rng.integers(3, 128, size=(32, 33)).astype(np.int32)
train_dataset = ds.NumpySlicesDataset({"input_ids": train_ids}, shuffle=True).batch(2, drop_remainder=True)

args = TrainingArguments(
    output_dir="./output_003",
    per_device_train_batch_size=2,
    learning_rate=3e-4,
    num_train_epochs=1,
    logging_steps=5,
    save_strategy="no",
)
trainer = Trainer(model=model, args=args, train_dataset=train_dataset, task="text_generation")
trainer.train()
