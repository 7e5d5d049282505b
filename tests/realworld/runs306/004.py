# Migrating a Hugging Face Trainer fine-tuning script to MindFormers.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE)

SEQ = 64
VOCAB = 512

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        yield (rng.integers(0, VOCAB, SEQ + 1).astype(np.int32),)

train_dataset = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=True).batch(4, drop_remainder=True)

config = LlamaConfig(vocab_size=VOCAB, hidden_size=128, num_layers=2, num_heads=4,
                     seq_length=SEQ, batch_size=4, intermediate_size=256)
model = LlamaForCausalLM(config)

training_args = TrainingArguments(
    output_dir="./output_llama_ft",
    per_device_train_batch_size=4,
    learning_rate=2e-4,
    warmup_steps=10,
    max_steps=200,
    logging_steps=10,
    save_steps=100,
    weight_decay=0.01,
    use_cpu=True,
)

trainer = Trainer(task="text_generation", model=model, args=training_args, train_dataset=train_dataset)
trainer.train()
