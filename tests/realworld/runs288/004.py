# Migrating a Hugging Face Trainer fine-tuning script to MindFormers 1.9 (tiny Llama, CPU).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

SEQ, VOCAB = 64, 1000

def gen():
    for _ in range(64):
        yield (np.random.randint(1, VOCAB, SEQ + 1).astype(np.int32),)

train_dataset = ds.GeneratorDataset(gen, column_names=["input_ids"]).batch(4, drop_remainder=True)

config = LlamaConfig(batch_size=4, seq_length=SEQ, hidden_size=128, num_layers=2, num_heads=4,
                     vocab_size=VOCAB, intermediate_size=256, compute_dtype="float32",
                     param_init_type="float32", layernorm_compute_type="float32",
                     use_flash_attention=False, fused_rms_norm=False)
model = LlamaForCausalLM(config)
print(f"model built: layers={config.num_layers} hidden={config.hidden_size} vocab={config.vocab_size}")

training_args = TrainingArguments(
    output_dir="./llama_tiny_sft",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    gradient_accumulation_steps=1,
    learning_rate=2e-4,
    lr_scheduler_type="cosine",
    warmup_ratio=0.03,
    weight_decay=0.0,
    logging_steps=1,
    save_strategy="no",
    bf16=True,
    use_cpu=True,
)

trainer = Trainer(model=model, args=training_args, train_dataset=train_dataset, task="text_generation")
trainer.train()
