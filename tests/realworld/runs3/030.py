# apply_chat_template on a base-model tokenizer that has no chat_template
# SFT script for an instruct model reused with a base model whose tokenizer_config has no template.
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"[PAD]": 0, "[UNK]": 1, "hello": 2, "how": 3, "are": 4, "you": 5}
core = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
core.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="[UNK]", pad_token="[PAD]")
messages = [{"role": "system", "content": "You are helpful."}, {"role": "user", "content": "hello how are you"}]
ids = tok.apply_chat_template(messages, add_generation_prompt=True, tokenize=True)
print(ids)
