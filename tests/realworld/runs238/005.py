"""Fine-tune a tiny Llama with the MindFormers Trainer, arguments ported from an HF TrainingArguments script."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

seq_len = 32
config = LlamaConfig(vocab_size=512, hidden_size=64, intermediate_size=128, num_layers=2,
                     num_heads=4, seq_length=seq_len, batch_size=2)
print("model config: vocab", config.vocab_size, "hidden", config.hidden_size, "layers", config.num_layers)


def gen():
    rng = np.random.default_rng(0)
    for _ in range(64):
        yield (rng.integers(0, 512, seq_len + 1).astype(np.int32),)


train_ds = ds.GeneratorDataset(gen, column_names=["input_ids"]).batch(2, drop_remainder=True)

args = TrainingArguments(
    output_dir="./output_tiny_llama",
    learning_rate=2e-4,
    per_device_train_batch_size=2,
    num_train_epochs=1,
    gradient_accumulation_step=4,
    warmup_ratio=0.1,
    logging_steps=5,
    save_steps=1000,
)
model = LlamaForCausalLM(config)
trainer = Trainer(task="text_generation", model=model, args=args, train_dataset=train_ds)
trainer.train()
