# Fine-tuning launcher ported from a Hugging Face transformers Trainer script to MindFormers.
import numpy as np
import mindspore as ms
from mindspore.dataset import GeneratorDataset
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

SEQ, VOCAB = 32, 256


def samples(n=64):
    for _ in range(n):
        ids = np.random.randint(3, VOCAB, SEQ + 1).astype(np.int32)
        yield (ids,)


train_ds = GeneratorDataset(list(samples()), column_names=["input_ids"], shuffle=True).batch(4, drop_remainder=True)
print(f"train dataset: {train_ds.get_dataset_size()} batches")

config = LlamaConfig(batch_size=4, seq_length=SEQ, hidden_size=64, num_layers=2, num_heads=4,
                     intermediate_size=128, vocab_size=VOCAB, compute_dtype="float32",
                     param_init_type="float32", layernorm_compute_type="float32")
model = LlamaForCausalLM(config)
print(f"model parameters: {sum(p.size for p in model.get_parameters())}")

args = TrainingArguments(
    output_dir="./llama_tiny_sft",
    per_device_train_batch_size=4,
    learning_rate=3e-4,
    warmup_steps=5,
    max_steps=50,
    logging_steps=5,
    save_steps=25,
    seed=0,
)
trainer = Trainer(model=model, args=args, train_dataset=train_ds, task="text_generation")
trainer.train()
