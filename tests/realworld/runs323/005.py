# Fine-tune a tiny Llama with MindFormers Trainer; arguments carried over from the HF TrainingArguments.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def gen():
    rng = np.random.default_rng(0)
    for _ in range(64):
        yield (rng.integers(0, 512, 65).astype(np.int32),)

train_dataset = ds.GeneratorDataset(gen, ["input_ids"]).batch(4, drop_remainder=True)

config = LlamaConfig(vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, seq_length=64)
model = LlamaForCausalLM(config)

args = TrainingArguments(
    output_dir="./output_llama_sft",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=5e-4,
    warmup_ratio=0.1,
    logging_steps=2,
    gradient_checkpointing=True,
    save_strategy="no",
)
trainer = Trainer(model=model, args=args, train_dataset=train_dataset, task="text_generation")
trainer.train()
